// The list of migrations, imported statically so tsx, jest and builds all see the same set.
import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './2026-11-21-initial';
import * as throttleCounters from './2026-11-23-throttle-counters';
import * as contentLoads from './2026-11-24-security-content-loads';
import * as productionReadIndexes from './2026-11-24-production-read-indexes';
import * as editingWorkflow from './2026-11-24-editing-workflow';
import * as editingMedia from './2026-11-24-editing-media';
import * as scaleBlogSearch from './2026-11-24-scale-blog-search';
import * as geoDealerCoordinates from './2026-11-24-geo-dealer-coordinates';
import * as cmsContentVersion from './2026-11-25-cms-content-version';
import * as blogLabels from './2026-11-25-blog-labels';
import * as blogSearchPg from './2026-11-25-blog-search-pg';
import * as noPasswordsInContent from './2026-11-27-no-passwords-in-content';
import * as resanitizeHtml from './2026-11-27-resanitize-html';
import * as dealerLoginAdmin from './2026-11-27-dealer-login-admin';
import * as docTitles from './2026-11-28-doc-titles';
import * as warrantyRegistration from './2026-11-28-warranty-registration';

const migrations: Record<string, Migration> = {
  '2026-11-21-initial': initial,
  '2026-11-23-throttle-counters': throttleCounters,
  '2026-11-24-security-content-loads': contentLoads,
  '2026-11-24-production-read-indexes': productionReadIndexes,
  '2026-11-24-editing-workflow': editingWorkflow,
  '2026-11-24-editing-media': editingMedia,
  '2026-11-24-scale-blog-search': scaleBlogSearch,
  '2026-11-24-geo-dealer-coordinates': geoDealerCoordinates,
  '2026-11-25-cms-content-version': cmsContentVersion,
  '2026-11-25-blog-labels': blogLabels,
  '2026-11-25-blog-search-pg': blogSearchPg,
  '2026-11-27-no-passwords-in-content': noPasswordsInContent,
  '2026-11-27-resanitize-html': resanitizeHtml,
  '2026-11-27-dealer-login-admin': dealerLoginAdmin,
  '2026-11-28-doc-titles': docTitles,
  '2026-11-28-warranty-registration': warrantyRegistration,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
