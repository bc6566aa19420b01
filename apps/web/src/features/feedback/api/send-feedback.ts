import type { CreateFeedback } from '@nota20/core/contracts/feedback';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';

/** Spec §3: what the browser reports with feedback — screen, agent, platform, language, page, theme. */
export function deviceMetadata(): NonNullable<CreateFeedback['metadata']> {
  const dark = document.documentElement.classList.contains('dark');
  return {
    timestamp: new Date().toISOString(),
    device: {
      screenSize: `${window.screen.width}x${window.screen.height}`,
      userAgent: navigator.userAgent.slice(0, 500),
      platform: (navigator.platform || 'desconhecida').slice(0, 100),
      language: navigator.language.slice(0, 35),
    },
    url: window.location.href.slice(0, 500),
    userPreferences: { language: 'pt-PT', theme: dark ? 'dark' : 'light' },
  };
}

/** POST /api/feedback, with this device's details (deviceMetadata). */
export const sendFeedback = (input: Omit<CreateFeedback, 'metadata' | 'timestamp'>) => {
  const metadata = deviceMetadata();
  return apiSend('POST', '/feedback', { ...input, timestamp: metadata.timestamp, metadata });
};

export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback });
