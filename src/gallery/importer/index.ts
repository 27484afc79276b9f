/**
 * Tools → Import's screen for this plugin's importers from the original plugins: the kit's shared
 * screen, built into this plugin so it ships on its own (kit/ImportAdmin.php loads it).
 */
import { mountImporter } from '@vista/shared/importer';

mountImporter();
