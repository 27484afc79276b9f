/**
 * Dashboard → Getting started, the suite's first-run screen, in this plugin's build: the kit
 * (kit/GettingStarted.php) loads it when this plugin is the one that registered the screen.
 */
import { mountGettingStarted } from '@vista/shared/onboarding';

mountGettingStarted();
