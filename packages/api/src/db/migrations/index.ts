import type { Migration } from 'kysely';
import { settingsAndPublic } from './0001_settings_and_public.js';
import { adminAuth } from './0002_admin_auth.js';
import { marketplace } from './0003_marketplace.js';
import { listIndexes } from './0004_list_indexes.js';
import { customerNameSearch } from './0005_customer_name_search.js';
import { customerNameTrigram } from './0006_customer_name_trigram.js';
import { normalizedNameSearch } from './0007_normalized_name_search.js';
import { quarterHourRollups } from './0008_quarter_hour_rollups.js';
import { normalizedSearchColumns } from './0009_normalized_search_columns.js';
import { auditEvents } from './0010_audit_events.js';
import { adminRoles } from './0011_admin_roles.js';
import { adminDeactivation } from './0012_admin_deactivation.js';
import { adminTokenDevices } from './0013_admin_token_devices.js';
import { adminTwoFactor } from './0014_admin_two_factor.js';
import { signInChallenges } from './0015_sign_in_challenges.js';
import { twoFactorLastStep } from './0016_two_factor_last_step.js';
import { orderOperations } from './0020_order_operations.js';
import { orderQueueIndexes } from './0021_order_queue_indexes.js';
import { payoutDueColumn } from './0022_payout_due_column.js';
import { peopleContentModeration } from './0030_people_content_moderation.js';
import { moderationListIndexes } from './0031_moderation_list_indexes.js';
import { securityPolicy } from './0017_security_policy.js';
import { sharedRateLimits } from './0040_shared_rate_limits.js';
import { sharedSecrets } from './0041_shared_secrets.js';
import { settingsCacheVersion } from './0042_settings_cache_version.js';
import { customerSource } from './0045_customer_source.js';
import { notificationOutbox } from './0046_notification_outbox.js';
import { bookingRequests } from './0047_booking_requests.js';
import { orderPreferredPhotographer } from './0048_order_preferred_photographer.js';
import { orderDayRollup } from './0049_order_day_rollup.js';
import { customerCountRollup } from './0050_customer_count_rollup.js';
import { customerSearchVersion } from './0051_customer_search_version.js';
import { marketplaceVersion } from './0052_marketplace_version.js';

/**
 * Every migration, in order of their keys. One migration set runs on SQLite and PostgreSQL.
 * Each area adds one line here; keys are `NNNN_area` and never change once merged.
 */
export const migrations: Record<string, Migration> = {
  '0001_settings_and_public': settingsAndPublic,
  '0002_admin_auth': adminAuth,
  '0003_marketplace': marketplace,
  '0004_list_indexes': listIndexes,
  '0005_customer_name_search': customerNameSearch,
  '0006_customer_name_trigram': customerNameTrigram,
  '0007_normalized_name_search': normalizedNameSearch,
  '0008_quarter_hour_rollups': quarterHourRollups,
  '0009_normalized_search_columns': normalizedSearchColumns,
  '0010_audit_events': auditEvents,
  '0011_admin_roles': adminRoles,
  '0012_admin_deactivation': adminDeactivation,
  '0013_admin_token_devices': adminTokenDevices,
  '0014_admin_two_factor': adminTwoFactor,
  '0015_sign_in_challenges': signInChallenges,
  '0016_two_factor_last_step': twoFactorLastStep,
  '0020_order_operations': orderOperations,
  '0021_order_queue_indexes': orderQueueIndexes,
  '0022_payout_due_column': payoutDueColumn,
  '0030_people_content_moderation': peopleContentModeration,
  '0031_moderation_list_indexes': moderationListIndexes,
  '0017_security_policy': securityPolicy,
  '0040_shared_rate_limits': sharedRateLimits,
  '0041_shared_secrets': sharedSecrets,
  '0042_settings_cache_version': settingsCacheVersion,
  '0045_customer_source': customerSource,
  '0046_notification_outbox': notificationOutbox,
  '0047_booking_requests': bookingRequests,
  '0048_order_preferred_photographer': orderPreferredPhotographer,
  '0049_order_day_rollup': orderDayRollup,
  '0050_customer_count_rollup': customerCountRollup,
  '0051_customer_search_version': customerSearchVersion,
  '0052_marketplace_version': marketplaceVersion,
};
