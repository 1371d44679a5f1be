export type Role = 'user' | 'admin';
