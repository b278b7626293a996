// `npm run new-resource -- <name> [--optional-image]`: a new localized resource (a name in three
// languages, an image, an order, soft delete, a cached public list, the console's list, create and
// edit) in the shape of the slides, its eight files written (docs/adding-a-resource.md, "The files"):
// six new ones and two registrations, the config descriptor's and the CMS registry's. The image is
// required unless `--optional-image` is given: then an entry may have none, and an edit takes it away
// with the "Remove image" switch. What it writes is a start: the az and ru labels of the console are
// the English ones until someone translates them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

/** A resource's name: lower-case letters, one word (it is the content type's, the folder's and the table's). */
const NAME = /^[a-z]+$/;

/** The English plural, for the table, the path and the console's folder. */
export function pluralOf(name) {
  if (/(s|x|z|ch|sh)$/.test(name)) return `${name}es`;
  if (/[^aeiou]y$/.test(name)) return `${name.slice(0, -1)}ies`;
  return `${name}s`;
}

const capital = (word) => word.charAt(0).toUpperCase() + word.slice(1);

/** The names a resource goes by in its files. */
export function namesOf(name) {
  const plural = pluralOf(name);
  return { name, Name: capital(name), plural, Plural: capital(plural), dictionaries: `${name}Dictionaries` };
}

/** The rules of the image: required (a file on create, kept on edit unless replaced), or optional (removable). */
const imageRules = (optionalImage) =>
  optionalImage
    ? {
        imports: ['checkImageRemoval', 'optionalImage', 'removeImageFlag'],
        create: 'imageFile: optionalImage,',
        update: 'imageFile: optionalImage,\n  removeImage: removeImageFlag,',
        // A removal beside a new file contradicts itself; the field kind refuses it naming the flag.
        refine: `\n  .superRefine((input, ctx) => checkImageRemoval(input, ctx, 'imageFile'))`,
        inputs: "'imageFile', 'removeImage'",
      }
    : {
        imports: ['optionalFile', 'presentFile'],
        create: 'imageFile: presentFile(M.imageRequired),',
        update: 'imageFile: optionalFile,',
        refine: '',
        inputs: "'imageFile'",
      };

const configFile = ({ name, Name, Plural, dictionaries }, { optionalImage }) => {
  const image = imageRules(optionalImage);
  const imports = ['dictionaries', 'M', 'orderField', 'orderOnEdit', 'requiredText', 'TEXT_LIMITS', 'z', ...image.imports];
  return `import type { ImageVariants, NameDictionary } from '../api';
import {
  ${imports.join(',\n  ')},
  type ResourceDescriptor,
} from './fields';

export const ${name}CreateSchema = z.object({
  order: orderField,
  ${image.create}
  ${dictionaries}: dictionaries({ name: requiredText(M.dictionaryNameRequired, TEXT_LIMITS.name) }),
});

export const ${name}UpdateSchema = z.object({
  order: orderOnEdit,
  ${image.update}
  ${dictionaries}: dictionaries({ name: requiredText(M.dictionaryNameRequired, TEXT_LIMITS.name) }).optional(),
})${image.refine};
export type ${Name}Update = z.output<typeof ${name}UpdateSchema>;

export const ${name}Resource = {
  path: '${Plural}',
  shown: true,
  sorts: ['order', 'id', 'name'] as const,
  formInputs: [${image.inputs}, 'order', '${dictionaries}.*.name'],
} satisfies ResourceDescriptor;

// Its answers: what a call of it returns.

export interface ${Name} extends ImageVariants {
  id: number;
  order: number;
  imageUrl: string | null;
  isDeleted: boolean;
  ${dictionaries}: NameDictionary[];
}
`;
};

const localized = (value) => ({ ...value, pluginOptions: { i18n: { localized: value.localized } }, localized: undefined });

const schemaFile = ({ name, Name, plural }) =>
  `${JSON.stringify(
    {
      kind: 'collectionType',
      collectionName: plural,
      info: {
        singularName: name,
        pluralName: plural,
        displayName: Name,
        description: `${Name} entries: a name in each language, an image and an order. The console's id of an entry is the id of its Azerbaijani (az) version; the en and ru versions have ids of their own.`,
      },
      options: { draftAndPublish: false },
      pluginOptions: { i18n: { localized: true } },
      attributes: {
        name: localized({ type: 'string', required: true, maxLength: 200, localized: true }),
        order: localized({ type: 'integer', default: 1, min: 1, required: true, localized: false }),
        image: localized({ type: 'media', multiple: false, allowedTypes: ['images'], localized: false }),
        isDeleted: localized({ type: 'boolean', visible: false, default: false, required: true, localized: false }),
      },
    },
    null,
    2,
  )}\n`;

const serviceFile = (
  { name, Name, plural, dictionaries },
  { optionalImage },
) => `import { type ${Name}, type ${Name}Update, type ${name}CreateSchema, type z } from '@qahve/config';
import { factories } from '@strapi/strapi';
import { byLocale, dictionaries, sent, type LocalizedDocument } from '../../../lib/content/localized-documents';
import { createLocalizedService } from '../../../lib/content/localized-service';
import { imageSrcSet, imageUrl, MEDIA_FIELDS } from '../../../lib/media/media';

const UID = 'api::${name}.${name}';

export type ${Name}Create = z.output<typeof ${name}CreateSchema>;

export function to${Name}(doc: LocalizedDocument): ${Name} {
  return {
    id: doc.id,
    order: doc.base.order,
    imageUrl: imageUrl(doc.base.image),
    imageSrcSet: imageSrcSet(doc.base.image),
    isDeleted: doc.base.isDeleted,
    ${dictionaries}: dictionaries(doc, (row) => ({ name: row.name })),
  };
}

/** The ${plural}: the public list in their order, the console's list searched in their names. */
export default factories.createCoreService(UID, () =>
  createLocalizedService<${Name}, ${Name}Create, ${Name}Update>(UID, {
    populate: { image: { select: MEDIA_FIELDS } },
    fields: ['name'],
    toApi: to${Name},
    publicOrder: [{ order: 'asc' }, { id: 'asc' }],
    adminList: {
      sorts: { order: { attribute: 'order' }, id: { attribute: 'id' }, name: { attribute: 'name' } },
      defaultOrder: [{ attribute: 'order', order: 'asc' }],
      searchFields: ['name'],
    },
    images: { image: ${optionalImage ? "{ field: 'imageFile', optional: true }" : "'imageFile'"} },
    create: (input) => ({
      shared: { order: input.order },
      localized: byLocale(input.${dictionaries}, (d) => ({ name: d.name })),
    }),
    update: (input) => ({
      shared: sent({ order: input.order }),
      localized: byLocale(input.${dictionaries}, (d) => ({ name: d.name })),
    }),
  }),
);
`;

const registryEntry = ({ name, Name, plural }) => `  {
    uid: 'api::${name}.${name}',
    table: '${plural}',
    ...DESCRIBED.${name},
    client: { method: 'list', wholeByDefault: true },
    content: {
      form: imageForm(1),
      list: { method: 'adminList', schema: adminListQuerySchema(DESCRIBED.${name}.sorts) },
      createSchema: ${name}CreateSchema,
      updateSchema: ${name}UpdateSchema,
      createFiles: imageFile,
      updateFiles: imageFile,
      created: '${Name} created',
      notFound: '${Name} not found',
      // The site's pages that show an item, which its live preview offers: none until a page shows ${plural}.
      pages: () => [],
    },
    indexes: [['${plural}', ['locale', 'is_deleted', 'order']]],
  },
`;

const messagesFile = ({ Name, plural, Plural, dictionaries }) => {
  const language = `{
    resources: {
      ${plural}: {
        name: '${Name} |||| ${Plural}',
        fields: { imageUrl: 'Image', imageFile: 'Image', name: 'Name', order: 'Order', ${dictionaries}: 'Names' },
        page: { create: '${Name} Create', edit: 'Edit ${Name.toLowerCase()} #%{id}' },
      },
    },
    app: {
      ${plural}: {
        created: '${Name} added successfully!',
        create_error: 'An error occurred while adding the ${Name.toLowerCase()}!',
        update_error: 'An error occurred while updating the ${Name.toLowerCase()}: %{message}',
      },
    },
  }`;
  return `import { defineMessages } from '../../i18n/en';

/** This resource's messages: \`resources.${plural}.*\` (react-admin's labels) and \`app.${plural}.*\`. */
export const ${plural}Messages = defineMessages({
  en: ${language},
  az: ${language},
  ru: ${language},
});
`;
};

const listFile = ({ Name, plural, dictionaries }, { optionalImage }) => `import { DataTable } from 'react-admin';
import { ADMIN_MESSAGES as M } from '@qahve/config';
import { localizedTitle } from '../../common/dictionaries';
import { LocalizedNameInputs } from '../../common/DictionaryInputs';
import { ImageUploadRow } from '../../common/ImageUpload';
import { LocalizedName } from '../../common/LocalizedName';
import { OrderInput } from '../../common/NumberInputs';
import { OrderedImageList } from '../../common/OrderedImageList';

const title = localizedTitle('${dictionaries}', 'name');

/** The inputs of the edit modal and the create screen: ${optionalImage ? 'an optional image' : 'image'}, order, a name per language. */
export function ${Name}Inputs({ edit = false }: { edit?: boolean }) {
  return (
    <>
      <ImageUploadRow source="imageFile"${optionalImage ? '' : ' requiredMessage={M.imageRequired}'} edit={edit} currentUrl="imageUrl" currentSrcSet="imageSrcSet" />
      <OrderInput validated={!edit} />
      <LocalizedNameInputs source="${dictionaries}" requiredMessage={M.dictionaryNameRequired} edit={edit} />
    </>
  );
}

/** The ${plural}: image, name, order, an edit modal, delete (and revert). */
export default function ${Name}List() {
  return (
    <OrderedImageList title={title} cardTitle="name" inputs={<${Name}Inputs edit />} thumbSize={96}>
      <DataTable.Col source="name" disableSort>
        <LocalizedName source="${dictionaries}" />
      </DataTable.Col>
    </OrderedImageList>
  );
}
`;

/** The multipart body of an entry whose image is required: Order, ImageFile, <Dictionaries>[i].Name/LanguageId. */
const requiredImageBody = ({
  name,
  Name,
  Plural,
  dictionaries,
}) => `/** \`POST/PUT admin/${Plural}\`, multipart: Order, ImageFile, ${capital(dictionaries)}[i].Name/LanguageId. */
function ${name}Body(data: ${Name}Form, { edit = false } = {}): FormData {
  return new MultipartBody()
    .text('Order', data.order ?? (edit ? '' : ORDER_DEFAULT))
    .dictionaries('${capital(dictionaries)}', normalizeDictionaries(data.${dictionaries}, { name: '' }), { name: 'Name' })
    .file('ImageFile', data.imageFile).form;
}`;

/** The same with an optional image: on edit, RemoveImage instead of a file when the current one is removed. */
const removableImageBody = ({ name, Name, Plural, dictionaries }) => `/**
 * \`POST/PUT admin/${Plural}\`, multipart: Order, ImageFile (optional), ${capital(dictionaries)}[i].Name/LanguageId and, on
 * edit, RemoveImage when the current image is removed.
 */
function ${name}Body(data: ${Name}Form, { edit = false } = {}): FormData {
  const body = new MultipartBody()
    .text('Order', data.order ?? (edit ? '' : ORDER_DEFAULT))
    .dictionaries('${capital(dictionaries)}', normalizeDictionaries(data.${dictionaries}, { name: '' }), { name: 'Name' });
  if (edit && data.removeImage === true && !data.imageFile) body.text('RemoveImage', true);
  else body.file('ImageFile', data.imageFile);
  return body.form;
}`;

const indexFile = (
  { name, Name, plural, Plural, dictionaries },
  { menuOrder, optionalImage },
) => `import ${Name}Icon from '@mui/icons-material/Label';
import { ${name}Resource, ORDER_DEFAULT, type ${Name} } from '@qahve/config';
import { describedApi, multipartBodies } from '../../api/describedApi';
import type { ResourceApi } from '../../api/dataProvider';
import { MultipartBody, normalizeDictionaries, type FileValue } from '../../api/multipart';
import { blankDictionaries } from '../../common/dictionaries';
import { defineResource } from '../../common/resource';
import { ${plural}Messages } from './messages';

interface ${Name}Form extends Partial<${Name}> {
  imageFile?: FileValue;${optionalImage ? '\n  /** The edit form\'s "Remove image". */\n  removeImage?: boolean;' : ''}
}

${optionalImage ? removableImageBody({ name, Name, Plural, dictionaries }) : requiredImageBody({ name, Name, Plural, dictionaries })}

const ${plural}Api: ResourceApi<${Name}> = {
  ...describedApi(${name}Resource),
  getOne: 'list',
  fromApi: (item: ${Name}) => ({ ...item, ${dictionaries}: normalizeDictionaries(item.${dictionaries}, { name: '' }) }),
  ...multipartBodies(${name}Body),
};

/** The ${plural}: the list, and /admin/${plural}/create, then the list. */
export const ${plural} = defineResource('${plural}', ${plural}Api, ${Name}Icon, {
  list: () => import('./${Name}List'),
  create: {
    inputs: () => import('./${Name}List').then((screens) => screens.${Name}Inputs),
    defaults: () => ({ order: ORDER_DEFAULT, ${dictionaries}: blankDictionaries(['name']) }),
  },
  messages: ${plural}Messages,
  menuOrder: ${menuOrder},
});
`;

/** The console's next free place in the menu: after the last of its folders. */
function nextMenuOrder(root) {
  const folders = path.join(root, 'admin/src/resources');
  const orders = fs
    .readdirSync(folders)
    .map((folder) => path.join(folders, folder, 'index.ts'))
    .filter((file) => fs.existsSync(file))
    .flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/menuOrder: (\d+)/g)].map((match) => Number(match[1])));
  return Math.max(0, ...orders) + 10;
}

/** `text` with `line` put among the lines `pattern` matches, in their (case-blind) alphabetical order. */
function insertSorted(text, pattern, line) {
  const lines = text.split('\n');
  const matching = lines.map((l, i) => [l, i]).filter(([l]) => pattern.test(l));
  if (matching.length === 0) throw new Error(`no line matches ${pattern}`);
  const after = matching.filter(([l]) => l.toLowerCase() < line.toLowerCase()).at(-1);
  const at = after ? after[1] + 1 : matching[0][1];
  lines.splice(at, 0, line);
  return lines.join('\n');
}

/** `text` with `addition` put right before the first `marker` that follows `start`. */
function insertBefore(text, start, marker, addition) {
  const from = text.indexOf(start);
  const at = from < 0 ? -1 : text.indexOf(marker, from);
  if (at < 0) throw new Error(`no ${JSON.stringify(marker)} after ${JSON.stringify(start)}`);
  return text.slice(0, at) + addition + text.slice(at);
}

/** The config descriptor's registration: its import, its `export *` and its entry in RESOURCE_DESCRIPTORS. */
function registerInConfig(text, { name }) {
  let out = insertSorted(text, /^import \{ \w+Resource \} from '\.\/[\w-]+';$/, `import { ${name}Resource } from './${name}';`);
  out = insertSorted(out, /^export \* from '\.\/[\w-]+';$/, `export * from './${name}';`);
  return insertBefore(out, 'export const RESOURCE_DESCRIPTORS = {', '\n};', `\n  ${name}: ${name}Resource,`);
}

/** The CMS registry's entry, with the two form schemas it imports from config. */
function registerInCms(text, names) {
  const { name } = names;
  let out = insertSorted(text, /^ {2}[a-z]\w*(CreateSchema|UpdateSchema),$/, `  ${name}CreateSchema,`);
  out = insertSorted(out, /^ {2}[a-z]\w*(CreateSchema|UpdateSchema),$/, `  ${name}UpdateSchema,`);
  return insertBefore(out, 'export const RESOURCES: Resource[] = [', '\n];', `\n${registryEntry(names).trimEnd()}`);
}

/**
 * Writes the resource `name` under `root` (the repository): the six new files and the two
 * registrations; its image optional when `optionalImage` is set. Refuses a name that is not lower-case letters or that a resource already has.
 * Resolves to the files it wrote, relative to `root`.
 */
export async function newResource(name, { root, optionalImage = false }) {
  if (!NAME.test(name)) throw new Error(`"${name}" is not a resource name: lower-case letters only (event, special)`);
  const names = namesOf(name);
  const descriptors = fs.readFileSync(path.join(root, 'config/src/resources/index.ts'), 'utf8');
  const taken = [`config/src/resources/${name}.ts`, `cms/src/api/${name}`, `admin/src/resources/${names.plural}`].filter((file) =>
    fs.existsSync(path.join(root, file)),
  );
  if (taken.length > 0 || new RegExp(`^\\s+${name}: `, 'm').test(descriptors)) {
    throw new Error(`a resource "${name}" exists already (${taken.join(', ') || 'config/src/resources/index.ts'})`);
  }
  const files = {
    [`config/src/resources/${name}.ts`]: configFile(names, { optionalImage }),
    'config/src/resources/index.ts': registerInConfig(descriptors, names),
    [`cms/src/api/${name}/content-types/${name}/schema.json`]: schemaFile(names),
    [`cms/src/api/${name}/services/${name}.ts`]: serviceFile(names, { optionalImage }),
    'cms/src/lib/registry/resources.ts': registerInCms(
      fs.readFileSync(path.join(root, 'cms/src/lib/registry/resources.ts'), 'utf8'),
      names,
    ),
    [`admin/src/resources/${names.plural}/messages.ts`]: messagesFile(names),
    [`admin/src/resources/${names.plural}/${names.Name}List.tsx`]: listFile(names, { optionalImage }),
    [`admin/src/resources/${names.plural}/index.ts`]: indexFile(names, { menuOrder: nextMenuOrder(root), optionalImage }),
  };
  for (const [file, text] of Object.entries(files)) {
    const target = path.join(root, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // In the repository's style (.prettierrc), so that `npm run format` has nothing to change.
    const options = (await prettier.resolveConfig(target)) ?? {};
    fs.writeFileSync(target, await prettier.format(text, { ...options, filepath: target }));
  }
  return Object.keys(files);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const [name] = args.filter((arg) => !arg.startsWith('--'));
  const unknown = args.filter((arg) => arg.startsWith('--') && arg !== '--optional-image');
  try {
    if (unknown.length > 0) throw new Error(`unknown option ${unknown.join(', ')}: the one option is --optional-image`);
    const written = await newResource(name ?? '', {
      root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
      optionalImage: args.includes('--optional-image'),
    });
    console.log(`Wrote:\n${written.map((file) => `  ${file}`).join('\n')}`);
    console.log(`Translate the az and ru labels of ${written.find((file) => file.endsWith('messages.ts'))}, then \`npm run build\`.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
