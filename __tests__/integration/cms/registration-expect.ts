// What the registration tests compare against: the contract's messages and paths.
import { DEALER_PHOTO_PATH, REG_MSG, endpoints as table } from '../../../contract';

export { REG_MSG };
export const endpoints = { ...table, registrationPhotoFile: DEALER_PHOTO_PATH };
/** the shape newWarrantyNo makes: CFM-PPF-2026-XXXXXXXX-C */
export const isValidNewWarrantyNoShape = (no: string) => /^CFM-(PPF|WF)-[0-9]{4}-[0-9A-Z]{8}-[0-9A-Z]$/.test(no);
