// The schema index: the one barrel file, so drizzle and the services see every table.
export * from './auth';
export * from './feedback';
export * from './learning';
export * from './plans';
export * from './quizzes';
export * from './schools';
export * from './subjects';
export * from './tutor';
