/**
 * Vitest setup for the client project: Testing Library's findBy/waitFor wait up to 5 s instead
 * of 1 s. `npm test` runs every package's files side by side on a small machine, where a Chakra
 * dialog can take over a second to appear; the wait ends as soon as the element does.
 */
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 5000 });
