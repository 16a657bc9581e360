/**
 * Vitest setup for every web test file: Testing Library's `findBy…` and `waitFor` wait up to 5 s (its
 * default is 1 s), as long as the browser journeys' assertions wait. On a 2-core machine running two
 * test workers beside other work, a jsdom render of a whole form was seen to take longer than 1 s.
 */
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 5_000 });
