// Turns stored media paths (media/x.jpg, /uploads/shop/y.png) into absolute URLs, and back.
export interface MediaUrls {
  url(path: string | null | undefined): string | null;
  /** same as url() but '' for a missing value (fields the contract types as plain strings) */
  str(path: string | null | undefined): string;
  list(paths: (string | null)[] | null | undefined): string[];
  /** rewrites src/href="media/…" inside rich HTML */
  html(html: string | null | undefined): string;
  /** a stored path from a path or absolute URL the browser sent back; null when it is not ours */
  toStoredPath(value: string): string | null;
}

const SAFE_PATH = /^[A-Za-z0-9._\-/]+$/;

export function mediaUrls(publicUrl: string): MediaUrls {
  const base = publicUrl.replace(/\/+$/, '');
  const url = (path: string | null | undefined): string | null => {
    if (!path) return null;
    if (/^(https?:)?\/\//i.test(path) || path.startsWith('data:')) return path;
    if (path.startsWith('/uploads/')) return base + path;
    if (path.startsWith('media/')) return `${base}/uploads/${path}`;
    return `${base}/${path.replace(/^\/+/, '')}`;
  };
  return {
    url,
    str: (p) => url(p) ?? '',
    list: (paths) => (paths ?? []).map(url).filter((u): u is string => !!u),
    html: (html) => (html ?? '').replace(/(\s(?:src|href|poster)\s*=\s*["'])(\.?\/?media\/)/gi, `$1${base}/uploads/media/`),
    toStoredPath: (value) => {
      let v = value.trim();
      if (v.startsWith(`${base}/`)) v = v.slice(base.length);
      if (v.startsWith('media/')) v = `/uploads/${v}`;
      if (!v.startsWith('/uploads/') || v.includes('..') || !SAFE_PATH.test(v)) return null;
      return v;
    },
  };
}
