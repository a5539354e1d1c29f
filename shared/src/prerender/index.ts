/**
 * `@vigil/shared/prerender`: build-time rendering of a first screen (issue 18), run in Node by the
 * build. Not part of the browser package: react-dom/server stays out of every bundle.
 */
export {
  PRERENDER_ELEMENT_ID,
  PRERENDER_SUBMIT_ATTRIBUTE,
  renderScreen,
  type Prerender,
} from './render-screen';
export { renderSystemStylesheet } from './system-stylesheet';
