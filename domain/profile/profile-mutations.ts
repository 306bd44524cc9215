import { defineMutations } from '../sync/define-mutations.ts';
import { NotificationSettingsChangeSchema } from '../notifications/notification-preferences.ts';
import { PhoneSchema, PrivacyUpdateSchema } from './privacy.ts';
import {
  AchievementsSchema,
  ExtracurricularsSchema,
  ExtraInfoSchema,
  JobInfoCreateSchema,
  JobInfoUpdateSchema,
  SkillsCreateSchema,
  SkillsUpdateSchema,
} from './profile-sections.ts';

/**
 * The own profile's synced writes, under the spec's names (section 7). Each acts on the signed-in
 * member's profile, so none carries an id. An add creates the section (refused when it exists);
 * an update changes it, creating it when missing. A section left with nothing in it is no section.
 */
export const profileMutations = defineMutations({
  addUserJobInfo: { args: JobInfoCreateSchema },
  updateJobInfo: { args: JobInfoUpdateSchema },
  addUserSkills: { args: SkillsCreateSchema },
  updateSkills: { args: SkillsUpdateSchema },
  addExtraInfo: { args: ExtraInfoSchema },
  updateAchievement: { args: AchievementsSchema },
  updateExtracarricular: { args: ExtracurricularsSchema },
  updatePrivacy: { args: PrivacyUpdateSchema },
  updatePhone: { args: PhoneSchema },
  updateNotificationSettings: { args: NotificationSettingsChangeSchema },
});
