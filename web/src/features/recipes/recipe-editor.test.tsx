// @vitest-environment jsdom
/**
 * The recipe editor in a browser-like document, with the server's answers stubbed at fetch: the
 * contract's sentences and an unreadable amount refused before anything is sent, ingredient and
 * step rows added, moved and removed, the body of a new recipe and of a changed one, a pasted recipe
 * read into the fields and a server refusal (docs/product/capsules-scrapbooks-recipes.md "Family
 * recipes").
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import type { Recipe } from '@heirloom/common/contracts/recipes';
import { Toaster } from '../../components/ui/toaster';
import { dismissToast } from '../../components/ui/use-toast';
import { RecipeEditor } from './recipe-editor';
import { CurrentAddress, jsonResponse } from '../../testing/helpers';

afterEach(() => {
  dismissToast();
  cleanup();
  vi.unstubAllGlobals();
});

const RECIPE_ID = '3f1c2a4e-8b7d-4c6e-9a1f-2b3c4d5e6f70';
const TREE_ID = '7b3c4d5e-6f7a-4b2c-9d3e-4f5a6b7c8d9e';
const ROSE_ID = '8c4d5e6f-7a8b-4c3d-8e4f-5a6b7c8d9e0f';
const PHOTO_ID = '9d5e6f7a-8b9c-4d4e-9f5a-6b7c8d9e0f1a';
const VOICE_ID = '0e6f7a8b-9c0d-4e5f-8a6b-7c8d9e0f1a2b';

/** A tree with Grandma Rose, as GET /api/family-trees/:id answers. */
const millers = {
  tree: { id: TREE_ID, name: 'Millers', ownerId: ROSE_ID, role: 'owner', isSharedWithCircle: false, createdAt: '' },
  individuals: [
    {
      id: ROSE_ID,
      xref: '@I1@',
      name: 'Rose Miller',
      namePrefix: '',
      givenNames: 'Rose',
      nickname: '',
      surnamePrefix: '',
      surname: 'Miller',
      nameSuffix: '',
      otherNames: [],
      sex: 'F',
      isLiving: false,
      linkedUserId: null,
    },
  ],
  families: [],
  events: [],
  notes: [],
  mediaObjects: [],
};

const applePie: Recipe = {
  id: RECIPE_ID,
  title: 'Apple pie',
  cookName: 'Grandma Rose',
  cookIndividualId: ROSE_ID,
  story: 'Every Thanksgiving.',
  servings: 8,
  prepMinutes: 45,
  cookMinutes: null,
  ingredients: [
    { quantity: 1.5, quantity2: null, unit: 'cups', item: 'flour', note: 'sifted' },
    { quantity: 2, quantity2: 3, unit: '', item: 'apples', note: '' },
    { quantity: null, quantity2: null, unit: '', item: 'salt', note: 'to taste' },
  ],
  steps: ['Rub the butter into the flour.', 'Bake until golden.'],
  tags: ['Dessert'],
  photos: [{ itemId: PHOTO_ID, title: 'The pie', previewUrl: '/preview.jpg', fileUrl: '/pie.jpg', withheld: null }],
  voice: { itemId: VOICE_ID, title: 'Grandma Rose explains', durationMs: 4000, fileUrl: '/voice.m4a', withheld: null },
  ownerName: 'Anna',
  role: 'owner',
  isSharedWithCircle: false,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
};

const RECIPE_CARD = `Grandma Rose's apple pie

She baked it every Thanksgiving in the farmhouse.
Serves 4
Prep time: 45 minutes
Cook time: 1 hour 10 min

Ingredients
2 1/2 cups all-purpose flour, sifted
2 tsp cinnamon
¾ cup sugar

Instructions
1. Rub the butter into the flour.
2. Fill the crust and bake at 375°F until golden.`;

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** Answers the family tree, a CSRF token and the recipe writes (with `saveAnswer`); records every write. */
function stubServer(saveAnswer: () => Response = () => jsonResponse(applePie, 201)) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (path === '/api/csrf-token') return jsonResponse({ csrfToken: 'token' });
    if (path === '/api/family-trees') return jsonResponse([millers.tree]);
    if (path === `/api/family-trees/${TREE_ID}`) return jsonResponse(millers);
    if (method === 'GET') return jsonResponse({ message: 'Not here' }, 404);
    sent.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return saveAnswer();
  });
  return sent;
}

function renderEditor(recipe?: Recipe) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/family-recipes?new=1']}>
        <Routes>
          <Route path="*" element={<RecipeEditor recipe={recipe} />} />
        </Routes>
        <CurrentAddress />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

const value = (label: string) => screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement>(label).value;
const valuesOf = (labels: string[]) => labels.map(value);

it('shows the contract’s sentences and an unreadable amount under what they refuse, sends nothing and leaves the focus where it was', async () => {
  const sent = stubServer();
  const user = userEvent.setup();
  renderEditor();
  await user.clear(screen.getByLabelText('Servings'));
  await user.type(screen.getByLabelText('Ingredient 1: amount'), 'lots');
  await user.type(screen.getByLabelText('Ingredient 1: what'), 'flour');
  await user.click(screen.getByRole('button', { name: 'Add an ingredient' }));
  await user.type(screen.getByLabelText('Ingredient 2: amount'), '2');
  const add = screen.getByRole('button', { name: 'Add the recipe' });
  await user.click(add);

  expect(await screen.findByText('Please give the recipe a title')).toBeTruthy();
  expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByText('Servings must be a whole number from 1 to 200')).toBeTruthy();
  expect(screen.getByText('Every ingredient needs what it is (for example "flour")')).toBeTruthy();
  const firstRow = screen.getByLabelText('Ingredient 1: amount').closest('li')!;
  expect(within(firstRow).getByRole('alert').textContent).toBe('Write an amount such as 2, 1 1/2, ½ or 2-3');
  expect(screen.getByLabelText('Ingredient 1: amount').getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByLabelText('Ingredient 2: amount').getAttribute('aria-invalid')).toBe('false');
  expect(document.activeElement).toBe(add);

  // The sentences stay until the next attempt, which sends nothing while an amount cannot be read.
  await user.type(screen.getByLabelText('Title'), 'Apple pie');
  expect(screen.getByText('Please give the recipe a title')).toBeTruthy();
  await user.type(screen.getByLabelText('Servings'), '4');
  await user.type(screen.getByLabelText('Ingredient 2: what'), 'apples');
  await user.click(add);
  await waitFor(() => expect(screen.queryByText('Please give the recipe a title')).toBeNull());
  expect(screen.getByText('Write an amount such as 2, 1 1/2, ½ or 2-3')).toBeTruthy();
  expect(screen.queryByText('Every ingredient needs what it is (for example "flour")')).toBeNull();
  expect(sent).toEqual([]);
});

it('adds, moves and removes ingredient and step rows', async () => {
  stubServer();
  const user = userEvent.setup();
  renderEditor();
  const addIngredient = screen.getByRole('button', { name: 'Add an ingredient' });
  await user.click(addIngredient);
  expect(document.activeElement).toBe(addIngredient);
  await user.type(screen.getByLabelText('Ingredient 1: what'), 'flour');
  await user.type(screen.getByLabelText('Ingredient 2: what'), 'butter');
  await user.click(screen.getByRole('button', { name: 'Move ingredient 2 up' }));
  expect(valuesOf(['Ingredient 1: what', 'Ingredient 2: what'])).toEqual(['butter', 'flour']);
  await user.click(screen.getByRole('button', { name: 'Move ingredient 2 down' }));
  expect(valuesOf(['Ingredient 1: what', 'Ingredient 2: what'])).toEqual(['butter', 'flour']);
  await user.click(screen.getByRole('button', { name: 'Remove ingredient 1' }));
  expect(value('Ingredient 1: what')).toBe('flour');
  expect(screen.queryByLabelText('Ingredient 2: what')).toBeNull();

  await user.type(screen.getByRole('textbox', { name: 'Step 1' }), 'Mix.');
  await user.click(screen.getByRole('button', { name: 'Add a step' }));
  await user.type(screen.getByRole('textbox', { name: 'Step 2' }), 'Bake.');
  await user.click(screen.getByRole('button', { name: 'Move step 1 down' }));
  expect(valuesOf(['Step 1', 'Step 2'])).toEqual(['Bake.', 'Mix.']);
  await user.click(screen.getByRole('button', { name: 'Remove step 2' }));
  expect(valuesOf(['Step 1'])).toEqual(['Bake.']);
  expect(screen.queryByRole('textbox', { name: 'Step 2' })).toBeNull();
});

it('adds a new recipe with the cook from the family tree, then says so and opens it', async () => {
  const sent = stubServer();
  const user = userEvent.setup();
  renderEditor();
  await user.type(screen.getByLabelText('Title'), 'Apple pie');
  await user.selectOptions(await screen.findByLabelText('In the family tree (optional)'), ROSE_ID);
  expect(value('Whose recipe is it?')).toBe('Rose Miller');
  await user.type(screen.getByLabelText('The story behind it'), 'Every Thanksgiving.');
  await user.clear(screen.getByLabelText('Servings'));
  await user.type(screen.getByLabelText('Servings'), '6');
  await user.type(screen.getByLabelText('Preparation (minutes)'), '45');
  await user.type(screen.getByLabelText('Tags'), 'Dessert{Enter}');
  await user.type(screen.getByLabelText('Ingredient 1: amount'), '1 1/2');
  await user.type(screen.getByLabelText('Ingredient 1: unit'), 'cups');
  await user.type(screen.getByLabelText('Ingredient 1: what'), 'flour');
  await user.type(screen.getByLabelText('Ingredient 1: note'), 'sifted');
  await user.click(screen.getByRole('button', { name: 'Add an ingredient' }));
  await user.type(screen.getByLabelText('Ingredient 2: amount'), '2-3');
  await user.type(screen.getByLabelText('Ingredient 2: what'), 'apples');
  await user.click(screen.getByRole('button', { name: 'Add an ingredient' }));
  await user.type(screen.getByRole('textbox', { name: 'Step 1' }), 'Bake until golden.');
  await user.click(screen.getByRole('button', { name: 'Add a step' }));
  await user.click(screen.getByRole('button', { name: 'Add the recipe' }));

  expect(await screen.findByText('Recipe added')).toBeTruthy();
  expect(sent).toEqual([
    {
      method: 'POST',
      path: '/api/recipes',
      body: {
        title: 'Apple pie',
        cookName: 'Rose Miller',
        cookIndividualId: ROSE_ID,
        story: 'Every Thanksgiving.',
        servings: 6,
        prepMinutes: 45,
        cookMinutes: null,
        ingredients: [
          { quantity: 1.5, quantity2: null, unit: 'cups', item: 'flour', note: 'sifted' },
          { quantity: 2, quantity2: 3, unit: '', item: 'apples', note: '' },
        ],
        steps: ['Bake until golden.'],
        tags: ['Dessert'],
        photoItemIds: [],
        voiceItemId: null,
      },
    },
  ]);
  await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(`/family-recipes?recipe=${RECIPE_ID}`));
});

it('opens a recipe prefilled, without the paste box, and replaces it with the changes', async () => {
  const sent = stubServer(() => jsonResponse(applePie));
  const user = userEvent.setup();
  renderEditor(applePie);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Change “Apple pie”');
  expect(screen.queryByLabelText("The recipe's text")).toBeNull();
  expect(valuesOf(['Title', 'Whose recipe is it?', 'The story behind it', 'Servings'])).toEqual([
    'Apple pie',
    'Grandma Rose',
    'Every Thanksgiving.',
    '8',
  ]);
  expect(valuesOf(['Preparation (minutes)', 'Cooking (minutes)'])).toEqual(['45', '']);
  expect(valuesOf(['Ingredient 1: amount', 'Ingredient 1: unit', 'Ingredient 1: what', 'Ingredient 1: note'])).toEqual([
    '1½',
    'cups',
    'flour',
    'sifted',
  ]);
  expect(valuesOf(['Ingredient 2: amount', 'Ingredient 3: amount', 'Step 2'])).toEqual([
    '2-3',
    '',
    'Bake until golden.',
  ]);
  expect(screen.getByRole('button', { name: 'Remove tag Dessert' })).toBeTruthy();
  expect(screen.getByRole('img', { name: 'The pie' })).toBeTruthy();
  expect(screen.getByTestId('voice-chosen').textContent).toContain('Grandma Rose explains');

  await user.click(screen.getByRole('button', { name: 'Remove step 1' }));
  await user.clear(screen.getByLabelText('Servings'));
  await user.type(screen.getByLabelText('Servings'), '10');
  await user.click(screen.getByRole('button', { name: 'Save the recipe' }));

  expect(await screen.findByText('Recipe saved')).toBeTruthy();
  expect(sent).toEqual([
    {
      method: 'PUT',
      path: `/api/recipes/${RECIPE_ID}`,
      body: {
        title: 'Apple pie',
        cookName: 'Grandma Rose',
        cookIndividualId: ROSE_ID,
        story: 'Every Thanksgiving.',
        servings: 10,
        prepMinutes: 45,
        cookMinutes: null,
        ingredients: applePie.ingredients,
        steps: ['Bake until golden.'],
        tags: ['Dessert'],
        photoItemIds: [PHOTO_ID],
        voiceItemId: VOICE_ID,
      },
    },
  ]);
  await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(`/family-recipes?recipe=${RECIPE_ID}`));
});

it('reads a pasted recipe into the fields for the owner to check, the rows it replaces leaving with their sentences', async () => {
  stubServer();
  const user = userEvent.setup();
  renderEditor();
  await user.type(screen.getByLabelText('Ingredient 1: amount'), 'lots');
  await user.click(screen.getByRole('button', { name: 'Add the recipe' }));
  expect(await screen.findByText('Write an amount such as 2, 1 1/2, ½ or 2-3')).toBeTruthy();
  const read = screen.getByRole('button', { name: 'Read the recipe' });
  expect(read).toHaveProperty('disabled', true);
  await user.click(screen.getByLabelText("The recipe's text"));
  await user.paste(RECIPE_CARD);
  await user.click(read);

  expect(await screen.findByText('Recipe read')).toBeTruthy();
  expect(screen.getByText('3 ingredients and 2 steps. Please check them before saving.')).toBeTruthy();
  expect(
    screen.getByText('We filled in the recipe from your text. Check every line, then save.').getAttribute('role'),
  ).toBe('status');
  expect(valuesOf(['Title', 'The story behind it', 'Servings', 'Preparation (minutes)', 'Cooking (minutes)'])).toEqual([
    "Grandma Rose's apple pie",
    'She baked it every Thanksgiving in the farmhouse.',
    '4',
    '45',
    '70',
  ]);
  expect(valuesOf(['Ingredient 1: amount', 'Ingredient 1: unit', 'Ingredient 1: what', 'Ingredient 1: note'])).toEqual([
    '2½',
    'cups',
    'all-purpose flour',
    'sifted',
  ]);
  expect(valuesOf(['Ingredient 3: amount', 'Ingredient 3: what'])).toEqual(['¾', 'sugar']);
  expect(screen.queryByLabelText('Ingredient 4: what')).toBeNull();
  expect(valuesOf(['Step 1', 'Step 2'])).toEqual([
    'Rub the butter into the flour.',
    'Fill the crust and bake at 375°F until golden.',
  ]);
  expect(screen.queryByText('Write an amount such as 2, 1 1/2, ½ or 2-3')).toBeNull();
  expect(screen.getByLabelText('Ingredient 1: amount').getAttribute('aria-invalid')).toBe('false');
});

it('says so in a toast when the server refuses the recipe, and stays on the editor', async () => {
  stubServer(() => jsonResponse({ message: 'We could not find that person in your family tree.' }, 400));
  const user = userEvent.setup();
  renderEditor(applePie);
  await user.click(screen.getByRole('button', { name: 'Save the recipe' }));
  expect(await screen.findByText('The recipe was not saved')).toBeTruthy();
  expect(screen.getByText('We could not find that person in your family tree.')).toBeTruthy();
  expect(screen.getByTestId('address').textContent).toBe('/family-recipes?new=1');
});
