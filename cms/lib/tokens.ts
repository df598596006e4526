// Random session tokens and reset codes; only their SHA-256 hashes are stored.
import { createHash, randomBytes } from 'node:crypto';

export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
export const newOpaqueId = (): string => randomBytes(16).toString('hex');
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
export const nowIso = (): string => new Date().toISOString();
