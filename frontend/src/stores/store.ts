import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { api } from '../lib/api';
import { authModalSlice } from './auth-modal-slice';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [authModalSlice.name]: authModalSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A factory so tests get a fresh store each. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
