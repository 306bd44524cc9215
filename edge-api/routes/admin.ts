import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requireRole } from '../auth/authenticate.ts';
import { listStudents } from './admin/list-students.ts';
import { deleteStudentRoute, getStudentRoute, saveStudentRoute } from './admin/save-student.ts';
import { uploadExcel } from './admin/upload-excel.ts';
import { adminDonationRoutes } from './admin/donations.ts';
import { adminAnnouncementRoutes } from './admin/announcements.ts';
import { adminMemberRoutes } from './admin/members.ts';
import { adminModerationRoutes } from './admin/moderation.ts';
import { auditLogRoute } from './admin/audit-log.ts';
import { saveSecuritySettings, securitySettings } from './admin/security.ts';
import { sendMemberResetCode } from './admin/reset-code.ts';
import { deactivateMemberAccount, eraseMemberAccount } from './admin/close-account.ts';
import { adminDashboardRoutes } from './admin/dashboard.ts';
import { adminMentorshipRoutes } from './admin/mentorship.ts';
import { adminSystemRoutes } from './admin/system.ts';

/** The college roster (spec section 7, Admin college data): admins only, on the server too. */
export function adminRoutes(deps: AppDeps) {
  const admin = requireRole('admin');
  return new Hono<AppEnv>()
    .get('/all-Data', admin, listStudents(deps))
    .get('/student/:id', admin, getStudentRoute(deps))
    .delete('/student/:id', admin, deleteStudentRoute(deps))
    .post('/student/:id/password-reset', admin, sendMemberResetCode(deps))
    .post('/student/:id/account/deactivate', admin, deactivateMemberAccount(deps))
    .post('/student/:id/account/erase', admin, eraseMemberAccount(deps))
    .post('/add-edit-Data', admin, saveStudentRoute(deps))
    .post('/upload-excel', admin, uploadExcel(deps))
    // Read-only: nothing may write, change or remove a line of the audit log (ADR 0108).
    .get('/audit', admin, auditLogRoute(deps))
    .get('/security', admin, securitySettings())
    .put('/security', admin, saveSecuritySettings(deps))
    .route('/', adminDonationRoutes(deps))
    .route('/', adminModerationRoutes(deps))
    .route('/', adminMemberRoutes(deps))
    .route('/', adminAnnouncementRoutes(deps))
    .route('/', adminDashboardRoutes(deps))
    .route('/', adminMentorshipRoutes(deps))
    .route('/', adminSystemRoutes(deps));
}
