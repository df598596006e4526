/** The portal's registration screens (contract/routes.ts SCREEN_ROUTES). */
export const REGISTER_PATH = '/RegisterInstallation';
export const MY_REGISTRATIONS_PATH = '/MyRegistrations';
export const registrationInfoPath = (id: string) => `/RegistrationInfo?id=${encodeURIComponent(id)}`;
