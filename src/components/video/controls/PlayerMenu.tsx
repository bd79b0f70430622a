import type { ComponentProps, ReactNode } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu';
import { PlayerButton } from './PlayerButton';

export interface PlayerMenuOption {
  value: string;
  label: string;
  /** The option's own language, when it is a language name (read out in that language). */
  lang?: string;
}

/**
 * A control-bar button opening a menu of choices, one of them current (menuitemradio, aria-checked).
 * Radix handles the keys (arrows, Home/End, typeahead, Escape closes the menu before any dialog) and
 * returns focus to the button. Not modal: the page around the player stays in the accessibility tree while a
 * menu is open (decision 2593).
 */
export function PlayerMenu({
  label,
  title,
  trigger,
  triggerShape,
  keyShortcut,
  options,
  value,
  onValueChange,
  container,
}: {
  /** The button's accessible name, including its current choice. */
  label: string;
  /** The heading inside the menu. */
  title: string;
  trigger: ReactNode;
  triggerShape?: ComponentProps<typeof PlayerButton>['shape'];
  keyShortcut?: string;
  options: readonly PlayerMenuOption[];
  value: string;
  onValueChange: (value: string) => void;
  container: HTMLElement | null;
}) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <PlayerButton aria-label={label} aria-keyshortcuts={keyShortcut} shape={triggerShape}>
          {trigger}
        </PlayerButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent container={container} side="top" align="end">
        <DropdownMenuLabel>{title}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={value} onValueChange={onValueChange}>
          {options.map((option) => (
            <DropdownMenuRadioItem key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
