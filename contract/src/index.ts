export * from './api'
export * from './validators'
