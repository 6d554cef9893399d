import { create } from 'zustand';

/**
 * Whether the AI Assistant slide-over is open. The app layer renders the slide-over; any screen
 * (the top bar, the designer) opens it through here without importing the assistant feature.
 */
interface AssistantLauncherState {
  open: boolean;
  setOpen: (open: boolean) => void;
}

export const useAssistantLauncher = create<AssistantLauncherState>((set) => ({ open: false, setOpen: (open) => set({ open }) }));

export const openAssistant = (): void => useAssistantLauncher.getState().setOpen(true);
