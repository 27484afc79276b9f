/**
 * "Add to a page" in each row of Forms → All Forms (the kit's StarterContent loads it there).
 */
import { mountRowDialog } from '@vista/shared/onboarding/row-dialog';

mountRowDialog();
