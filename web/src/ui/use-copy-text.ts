import { useToast } from './toast.tsx';

/** Copies a text for the person, confirming it (or saying to copy it by hand) in a toast. */
export function useCopyText(): (label: string, value: string) => Promise<void> {
  const toast = useToast();
  return async (label, value) => {
    try {
      await navigator.clipboard.writeText(value);
      toast({ title: 'Copied', description: `${label}: ${value}` });
    } catch {
      toast({ title: 'Could not copy', description: `Please copy it by hand: ${value}`, variant: 'destructive' });
    }
  };
}
