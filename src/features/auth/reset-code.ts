/** The reset code of /ResetPwd/<code>: the splat parameter, without a trailing slash or extra segments. */
export function codeFromParams(params: Record<string, string | undefined> | null | undefined): string {
  const raw = (params?.code ?? params?.['*'] ?? '').replace(/^\/+|\/+$/g, '').split('/')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw; // a malformed escape: use it as typed (the API will call it expired)
  }
}
