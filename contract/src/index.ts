export * from './api'
export * from './validators'
export * from './documents'
export * from './claims'
