/** What a toast shows and how (useToast in toast.tsx, drawn by toaster.tsx). */
export interface ToastOptions {
  title: string;
  description?: string;
  /** 'destructive' is the error look of spec section 8 (failures, removals). */
  variant?: 'default' | 'destructive';
  /** Stays until the parent dismisses it: for what they must read, such as a passed deadline. */
  persist?: boolean;
}
