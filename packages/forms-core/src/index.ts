export * from './catalogue';
export * from './editing';
export * from './expressions';
export * from './model/layout';
export * from './model/walkLayout';
export * from './paging';
export * from './rules';
export * from './validation';
