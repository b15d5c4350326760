// The front door of training/demo: the demo chain's personal training.
export { seedDemoSessions } from './demo-sessions';
