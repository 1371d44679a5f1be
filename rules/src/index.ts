export * from './countdown.js';
export * from './discount-code.js';
export * from './person-name.js';
export * from './seller-code.js';
export * from './session.js';
export * from './whatsapp-number.js';
export * from './youtube.js';
export * from './social-links.js';
