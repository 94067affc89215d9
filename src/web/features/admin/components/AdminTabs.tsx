import { Tabs } from "radix-ui";
import type { ReactNode } from "react";

interface AdminTab {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

const TAB_CLASSES =
  "rounded-lg px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-brand-50 data-[state=active]:bg-brand-700 data-[state=active]:text-white";

/**
 * The tabs of an admin page (Radix Tabs: arrow keys move between them): a labelled list and one panel a tab.
 * A tab the admin's scopes do not open is passed as `false` and left out.
 */
export function AdminTabs({
  label,
  tabs,
  onValueChange,
}: {
  label: string;
  tabs: ReadonlyArray<AdminTab | false>;
  onValueChange?: (value: string) => void;
}) {
  const shown = tabs.filter((tab): tab is AdminTab => tab !== false);
  return (
    <Tabs.Root defaultValue={shown[0]?.value} onValueChange={onValueChange}>
      <Tabs.List aria-label={label} className="mb-4 flex flex-wrap gap-2">
        {shown.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className={TAB_CLASSES}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {shown.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value}>
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
