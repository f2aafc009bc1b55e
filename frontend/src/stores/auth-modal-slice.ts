import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type AuthTab = 'signin' | 'signup';

export interface AuthModalState {
  open: boolean;
  tab: AuthTab;
}

const initialState: AuthModalState = { open: false, tab: 'signin' };

/** The sign-in / sign-up modal is global so any feature can open it without importing the auth feature. */
export const authModalSlice = createSlice({
  name: 'authModal',
  initialState,
  reducers: {
    openAuthModal: (_state, action: PayloadAction<AuthTab>) => ({ open: true, tab: action.payload }),
    setAuthTab: (state, action: PayloadAction<AuthTab>) => {
      state.tab = action.payload;
    },
    closeAuthModal: (state) => {
      state.open = false;
    },
  },
});

export const { openAuthModal, setAuthTab, closeAuthModal } = authModalSlice.actions;
