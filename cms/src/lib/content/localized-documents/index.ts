export * from './store';
export * from './list-planner';
