// The phone's navigation, loaded as one chunk: the top bar and the tab bar come together.
export { BottomNav } from './BottomNav';
export { MobileTopBar } from './MobileTopBar';
