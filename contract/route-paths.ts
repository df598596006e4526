/**
 * `/ProductInfo/3/`: the page of one item, the shape the route table (./routes.ts) gives every
 * detail route. A module of its own with no data in it: the site's links import this function,
 * and a page's scripts do not carry the table they do not read.
 */
export const detailPagePath = (route: string, id: number | string) => `/${route}/${id}/`;
