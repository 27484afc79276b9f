/**
 * The video resize helper's entry, loaded only on pages whose content has a video frame.
 */
import { onDocumentReady } from '@vista/shared/feature-ready';
import { resizeVideos } from './video-resize';
import './video-resize.css';

onDocumentReady( () => resizeVideos() );
