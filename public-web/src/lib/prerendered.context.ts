import { createContext, useContext } from 'react';

export const PrerenderedContext = createContext(false);

/** True when the first paint came from the server: hydration must render exactly what the server rendered. */
export const usePrerendered = () => useContext(PrerenderedContext);
