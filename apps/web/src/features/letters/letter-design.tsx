import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { pageFormatIds, templateIds, type PageFormat, type TemplateId } from '@rb/schema';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { resumesQuery } from '@/features/resumes/resumes-api';
import { editLetter, useLetterStore } from './letter-store';

const ownDesign = 'own';
const capitalised = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/**
 * Where the letter's look comes from: one of the user's resumes (it follows that resume's template, typography,
 * colours and page), or the letter's own template, colour and page (docs/product.md#cover-letters).
 */
export const LetterDesign = () => {
  const { t } = useLingui();
  const design = useLetterStore((state) => state.data?.design);
  const locked = useLetterStore((state) => state.meta?.locked ?? false);
  const { data: resumes = [] } = useQuery(resumesQuery);
  if (!design) return null;
  const followed = resumes.some((resume) => resume.id === design.fromResumeId) ? design.fromResumeId : null;
  const own = design.metadata;
  return (
    <fieldset disabled={locked} className="grid gap-4">
      <h2 className="text-sm font-semibold">{t`Design`}</h2>
      <div className="grid gap-1.5">
        <Label htmlFor="letter-design-source">{t`Take the design from`}</Label>
        <Select
          value={followed ?? ownDesign}
          onValueChange={(value) =>
            editLetter((draft) => {
              draft.design.fromResumeId = value === ownDesign ? null : value;
            })
          }
        >
          <SelectTrigger id="letter-design-source">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ownDesign}>{t`This letter's own design`}</SelectItem>
            {resumes.map((resume) => (
              <SelectItem key={resume.id} value={resume.id}>
                {resume.title}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {followed === null && (
        <>
          <div className="grid gap-1.5">
            <Label htmlFor="letter-template">{t`Template`}</Label>
            <Select
              value={own.template}
              onValueChange={(value) =>
                editLetter((draft) => void (draft.design.metadata.template = value as TemplateId))
              }
            >
              <SelectTrigger id="letter-template">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {templateIds.map((id) => (
                  <SelectItem key={id} value={id}>
                    {capitalised(id)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="letter-page-format">{t`Page format`}</Label>
            <Select
              value={own.page.format}
              onValueChange={(value) =>
                editLetter((draft) => void (draft.design.metadata.page.format = value as PageFormat))
              }
            >
              <SelectTrigger id="letter-page-format">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {pageFormatIds.map((format) => (
                  <SelectItem key={format} value={format}>
                    {format === 'a4' ? 'A4' : t`Letter`}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="letter-primary">{t`Primary colour`}</Label>
            <Input
              id="letter-primary"
              type="color"
              className="h-9 w-20 p-1"
              value={own.theme.primary}
              onChange={(event) =>
                editLetter(
                  (draft) => void (draft.design.metadata.theme.primary = event.target.value),
                  'primary',
                )
              }
            />
          </div>
        </>
      )}
    </fieldset>
  );
};
