import { join } from 'node:path';
import type { NodeConfig } from '../node-config.ts';
import { createFsObjectStore } from './fs-object-store.ts';
import type { ObjectStore } from './object-store.ts';
import { createS3ObjectStore } from './s3-object-store.ts';

/** Memory Lane's store on Node: the S3-compatible bucket when S3_* are set, else DATA_DIR/objects. */
export const nodeObjectStore = (config: Pick<NodeConfig, 's3' | 'dataDir'>): ObjectStore =>
  config.s3 ? createS3ObjectStore(config.s3) : createFsObjectStore(join(config.dataDir, 'objects'));
