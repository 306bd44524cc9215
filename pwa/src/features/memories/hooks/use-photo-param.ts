import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'wouter';

/** Marks the history entry the grid pushed to open the viewer: closing it goes back. */
export const VIEWER_STATE = { memoryViewer: true } as const;

const openedHere = () => (history.state as { memoryViewer?: boolean } | null)?.memoryViewer === true;

/**
 * The photo open in the viewer, as `?photo=<id>`: a link to it can be shared, and Back closes it.
 * A tile's link pushes the entry (with VIEWER_STATE); moving to another photo replaces it, so Back
 * still closes the viewer; closing goes back when the grid opened it, else drops the parameter.
 */
export function usePhotoParam(albumId: string) {
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const path = `/memories/${albumId}`;
  const show = useCallback(
    (photoId: string) => navigate(`${path}?photo=${encodeURIComponent(photoId)}`, { replace: true, state: history.state }),
    [navigate, path],
  );
  const close = useCallback(() => {
    if (openedHere()) history.back();
    else navigate(path, { replace: true });
  }, [navigate, path]);
  return { photoId: params.get('photo'), show, close };
}

/** Where a tile leads: the album with the photo open. */
export const photoHref = (albumId: string, photoId: string) => `/memories/${albumId}?photo=${encodeURIComponent(photoId)}`;
