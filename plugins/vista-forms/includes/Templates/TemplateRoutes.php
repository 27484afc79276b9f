<?php
/**
 * The template picker's REST route (issue 34 item 6): POST /vista-forms/v1/templates/{slug} makes
 * a form from a template, on the server, as a draft (the picker gets the list with the editor,
 * PostType::editor_context()). It needs the right to make forms; a browser's call is signed in
 * by its cookie, so WordPress asks for the REST nonce (without it the call runs as a visitor and
 * is refused).
 *
 * @package Vista\Forms
 */

declare( strict_types=1 );

namespace Vista\Forms\Templates;

defined( 'ABSPATH' ) || exit;

use Vista\Forms\Editor\FormDefinition;
use Vista\Forms\Entries\EntriesController;

/**
 * Makes forms from templates.
 */
final class TemplateRoutes {

	public const ROUTE = '/templates';

	/**
	 * Declares the route.
	 */
	public static function register_routes(): void {
		register_rest_route(
			EntriesController::NAMESPACE,
			self::ROUTE . '/(?P<template>[a-z0-9-]+)',
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => array( self::class, 'create_form' ),
				'permission_callback' => array( self::class, 'can_create_forms' ),
				'args'                => array(
					'form'  => array(
						'description'       => __( 'An empty form of yours to fill instead of making a new one.', 'vista-forms' ),
						'type'              => 'integer',
						'minimum'           => 1,
						'sanitize_callback' => 'absint',
					),
					'title' => array(
						'description'       => __( 'The new form’s title; the template’s by default.', 'vista-forms' ),
						'type'              => 'string',
						'maxLength'         => 200,
						'sanitize_callback' => 'sanitize_text_field',
					),
				),
			)
		);
	}

	/**
	 * Whoever may make forms (the post type's capability: editors and administrators).
	 */
	public static function can_create_forms(): bool {
		$type = get_post_type_object( FormDefinition::POST_TYPE );
		return $type instanceof \WP_Post_Type && current_user_can( $type->cap->create_posts );
	}

	/**
	 * Makes a draft form from the template (or fills the given empty form); answers its id and
	 * the address of its editor. A refused request changes nothing.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public static function create_form( \WP_REST_Request $request ) {
		$template = FormTemplates::get( (string) $request['template'] );
		if ( null === $template ) {
			return new \WP_Error( 'vista_forms_unknown_template', __( 'There is no form template by that name.', 'vista-forms' ), array( 'status' => 404 ) );
		}
		$form_id = (int) ( $request['form'] ?? 0 );
		if ( $form_id > 0 ) {
			$refused = self::refuse_to_fill( $form_id );
			if ( null !== $refused ) {
				return $refused;
			}
		}
		$title = trim( (string) ( $request['title'] ?? '' ) );
		// A new form's own title is WordPress's placeholder until it is saved once.
		if ( '' === $title && $form_id > 0 && 'auto-draft' !== get_post_status( $form_id ) ) {
			$title = trim( (string) get_post_field( 'post_title', $form_id, 'raw' ) );
		}
		$post = array(
			'post_type'    => FormDefinition::POST_TYPE,
			'post_status'  => 'draft',
			'post_title'   => '' !== $title ? $title : $template['title'],
			'post_content' => FormTemplates::content( $template ),
		);
		if ( $form_id > 0 ) {
			$post['ID'] = $form_id;
			if ( 'auto-draft' !== get_post_status( $form_id ) ) {
				unset( $post['post_status'] );
			}
		}
		// The content is the template's own blocks: slashed, as wp_insert_post() unslashes.
		$saved = wp_insert_post( wp_slash( $post ), true );
		if ( is_wp_error( $saved ) ) {
			return $saved;
		}
		update_post_meta( $saved, FormDefinition::SETTINGS_META, wp_slash( FormTemplates::settings( $template ) ) );
		return new \WP_REST_Response(
			array(
				'id'   => $saved,
				'edit' => get_edit_post_link( $saved, 'raw' ),
			),
			201
		);
	}

	/**
	 * Why the form cannot be filled from a template (not a form, not the user's to edit, or it
	 * already has fields), or null when it can.
	 *
	 * @param int $form_id Form post id.
	 */
	private static function refuse_to_fill( int $form_id ): ?\WP_Error {
		$post = get_post( $form_id );
		if ( ! $post instanceof \WP_Post || FormDefinition::POST_TYPE !== $post->post_type || 'trash' === $post->post_status ) {
			return new \WP_Error( 'vista_forms_no_form', __( 'There is no such form.', 'vista-forms' ), array( 'status' => 404 ) );
		}
		if ( ! current_user_can( 'edit_post', $form_id ) ) {
			return new \WP_Error( 'vista_forms_cannot_edit', __( 'You may not edit this form.', 'vista-forms' ), array( 'status' => rest_authorization_required_code() ) );
		}
		if ( str_contains( $post->post_content, '<!-- wp:' . FormDefinition::BLOCK_PREFIX ) ) {
			return new \WP_Error( 'vista_forms_form_not_empty', __( 'This form already has fields: a template fills only an empty form.', 'vista-forms' ), array( 'status' => 409 ) );
		}
		return null;
	}
}
