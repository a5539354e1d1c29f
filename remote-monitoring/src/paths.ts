/** Href builders for every route (the route table in contract): `paths.x` or `paths.x(id)`. */
export { href as paths } from '@vigil/contract';
