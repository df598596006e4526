// The demo editor a new database gets (README lists the login, as it lists the demo dealers).
// Change its password or disable it (npm run cms:user) on any CMS that faces the internet.
export const DEMO_EDITOR = { username: 'editor', password: 'Preview-Drafts-2026', role: 'admin' as const };
