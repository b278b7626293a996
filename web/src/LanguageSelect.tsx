import { LANGUAGES } from '@qahve/config';
import type { LanguageId } from '@qahve/config';

type Props = {
  label: string;
  value: LanguageId;
  onChange: (id: LanguageId) => void;
};

export default function LanguageSelect({ label, value, onChange }: Props) {
  return (
    <label className="language">
      <span className="visually-hidden">{label}</span>
      <select
        value={value}
        onChange={(e) => {
          const language = LANGUAGES.find((l) => l.id === Number(e.target.value));
          if (language) onChange(language.id);
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l.id} value={l.id} lang={l.code}>
            {l.name}
          </option>
        ))}
      </select>
    </label>
  );
}
