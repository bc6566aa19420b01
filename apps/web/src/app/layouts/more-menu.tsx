import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Bot, CircleHelp, MessageSquare, MoreHorizontal, Settings } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { NavLink } from 'react-router';
import type { Intent } from '../../lib/lazy-module';
import { paths } from '../../lib/paths';
import { useMediaQuery } from '../../lib/use-media-query';

/**
 * MAIS opens on hover and on focus (spec: a hover menu), and with Enter/Space/arrows. Loaded
 * when the student first points at, focuses or presses its stand-in (app-layout.tsx); `intent`
 * says which, so it opens, and takes focus, as if it had been there from the start.
 */
export function MoreMenu({
  className,
  intent,
  onFeedback,
  triggerRef,
}: {
  className: string;
  intent: Intent;
  /** FEEDBACK: the layout opens the feedback overlay. */
  onFeedback: () => void;
  /** Where the layout finds MAIS, to give it the focus back when the overlay closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  const [open, setOpen] = useState(intent.pointer || intent.press);
  const desktop = useMediaQuery('(min-width: 768px)');
  const closeTimer = useRef<number | undefined>(undefined);
  // Focus goes where it would have gone: into the menu when it opens, else back to MAIS.
  const focusOnMount = useRef(intent.focus && !open);
  useEffect(() => {
    if (focusOnMount.current) triggerRef.current?.focus();
  }, [triggerRef]);
  const keepOpen = () => {
    window.clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const closeSoon = () => {
    closeTimer.current = window.setTimeout(() => setOpen(false), 150);
  };
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger
        ref={triggerRef}
        className={className}
        onPointerEnter={keepOpen}
        onPointerLeave={closeSoon}
      >
        <MoreHorizontal aria-hidden="true" className="size-5" />
        MAIS
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side={desktop ? 'right' : 'top'}
          align={desktop ? 'start' : 'center'}
          sideOffset={6}
          onPointerEnter={keepOpen}
          onPointerLeave={closeSoon}
          className="z-50 min-w-48 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Item asChild>
            <NavLink
              to={paths.settings}
              className="flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-bold text-slate-800 outline-none data-[highlighted]:bg-brand-50"
            >
              <Settings aria-hidden="true" className="size-4" /> DEFINIÇÕES
            </NavLink>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild>
            <NavLink
              to={paths.tutor()}
              className="flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-bold text-slate-800 outline-none data-[highlighted]:bg-brand-50"
            >
              <Bot aria-hidden="true" className="size-4" /> TUTOR
            </NavLink>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild>
            <NavLink
              to={paths.help}
              className="flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-bold text-slate-800 outline-none data-[highlighted]:bg-brand-50"
            >
              <CircleHelp aria-hidden="true" className="size-4" /> AJUDA
            </NavLink>
          </DropdownMenu.Item>
          <DropdownMenu.Item
            onSelect={onFeedback}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm font-bold text-slate-800 outline-none data-[highlighted]:bg-brand-50"
          >
            <MessageSquare aria-hidden="true" className="size-4" /> FEEDBACK
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
