import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { CONTENT_PAGES, type AdminContentBlock } from "../../../../shared/content";
import { Spinner } from "../../../components/ui/Spinner";
import { formatDateTime } from "../../admin/format";
import { FormError } from "../../../components/ui/FormError";
import { useAdminT } from "../../admin/useAdminT";
import { useContentBlocks } from "./api";
import { BlockEditor } from "./BlockEditor";

const blockLabelKey = (key: string) => `content.blocks.${key.replaceAll(".", "_")}`;

/** published: the site shows the editor's text; draft: a draft waits and the site shows the published one; never: nothing on the site. */
function StatusBadge({ block }: { block: AdminContentBlock }) {
  const { t } = useAdminT();
  const state = block.published === null ? "never" : block.status;
  const colours = state === "published" ? "bg-green-100 text-green-900" : state === "draft" ? "bg-amber-100 text-amber-900" : "bg-slate-200 text-slate-800";
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${colours}`}>{t(`content.status.${state}`)}</span>;
}

function BlockRow({ block }: { block: AdminContentBlock }) {
  const { t, i18n } = useAdminT();
  // The row quotes the text in the admin's own language (English when that side is empty).
  const language = i18n.resolvedLanguage === "es" ? "es" : "en";
  const quote = (value: AdminContentBlock["draft"]) => value[language] || value.en;
  const [open, setOpen] = useState(false);
  const label = t(blockLabelKey(block.key));
  const panelId = `content-panel-${block.key.replaceAll(".", "-")}`;
  return (
    <li className="rounded-xl border border-slate-200 bg-white" data-testid={`content-block-${block.key}`}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="flex w-full flex-wrap items-center justify-between gap-2 rounded-xl p-4 text-left hover:bg-slate-50"
      >
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-slate-900">{label}</span>
          <span className="block truncate text-sm text-slate-700" data-testid="content-on-site">
            {block.published ? t("content.onSite", { text: quote(block.published) }) : t("content.notOnSite")}
          </span>
          {block.published && block.status === "draft" ? (
            <span className="block truncate text-sm font-semibold text-amber-900" data-testid="content-draft-waits">
              {t("content.draftWaiting", { text: quote(block.draft) })}
            </span>
          ) : null}
          {block.publishedAt ? (
            <span className="block text-xs text-slate-700">
              {block.publishedBy
                ? t("content.lastPublished", { date: formatDateTime(block.publishedAt), by: block.publishedBy })
                : t("content.lastPublishedNoBy", { date: formatDateTime(block.publishedAt) })}
            </span>
          ) : null}
        </span>
        <span className="flex items-center gap-2">
          <StatusBadge block={block} />
          <ChevronDown aria-hidden="true" className={`size-5 transition-transform ${open ? "rotate-180" : ""}`} />
          <span className="sr-only">{open ? t("content.close") : t("content.edit")}</span>
        </span>
      </button>
      <div id={panelId} hidden={!open}>
        {open ? <BlockEditor block={block} label={label} /> : null}
      </div>
    </li>
  );
}

/** Every text block grouped by the page it shows on. */
export function PageTextsTab() {
  const { t } = useAdminT();
  const blocks = useContentBlocks();
  if (blocks.isPending) return <Spinner />;
  if (blocks.isError) return <FormError tone="error" message={t("content.errors.loadFailed")} />;
  return (
    <div className="space-y-8">
      {CONTENT_PAGES.map((page) => (
        <section key={page} aria-labelledby={`content-page-${page}`}>
          <h2 id={`content-page-${page}`} className="mb-3 text-lg font-bold text-brand-900">
            {t(`content.pages.${page}`)}
          </h2>
          <ul className="space-y-3">
            {blocks.data
              .filter((block) => block.page === page)
              .map((block) => (
                <BlockRow key={block.key} block={block} />
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
