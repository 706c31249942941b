// Entry of `@lego-portal/portal-ui/preset`: what a host running Panda itself needs, without React.
export { portalPreset } from './preset';
export { isolationCss, isolationPlugin } from './isolation';
export { PORTAL_ROOT_CLASS } from './portal-root-class';
