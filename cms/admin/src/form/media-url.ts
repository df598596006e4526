// Stored media paths (media/x.jpg) as the CMS serves them (/uploads/media/x.jpg), and back.
export const mediaSrc = (path: string) => (/^(https?:)?\/\//.test(path) || path.startsWith('/') ? path : `/uploads/${path}`);
export const isImage = (path: string) => /\.(jpe?g|png|webp|avif|gif|svg)$/i.test(path);
