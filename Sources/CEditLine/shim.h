#ifndef COORDLAB_CEDITLINE_SHIM_H
#define COORDLAB_CEDITLINE_SHIM_H

// libedit's el_set, el_get and history are C variadic functions, which Swift cannot
// call. Each use coordlab makes of them gets one small typed wrapper here.

#include <stdio.h>
#include <signal.h>
#include <locale.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <histedit.h>

/// A prompt function: returns the prompt text (owned by the caller of el_set).
typedef char *(*coordlab_prompt_fn)(EditLine *);
/// An editor command added with EL_ADDFN: returns one of the CC_* codes.
typedef unsigned char (*coordlab_command_fn)(EditLine *, int);

// MARK: el_set / el_get

/// A prompt in which the text between two `ignore` characters (escape sequences)
/// takes no room on screen, so the cursor stays where it belongs.
static inline int coordlab_el_set_prompt_esc(EditLine *el, coordlab_prompt_fn fn, char ignore) {
    return el_set(el, EL_PROMPT_ESC, fn, ignore);
}

static inline int coordlab_el_set_prompt(EditLine *el, coordlab_prompt_fn fn) {
    return el_set(el, EL_PROMPT, fn);
}

/// "emacs" or "vi".
static inline int coordlab_el_set_editor(EditLine *el, const char *mode) {
    return el_set(el, EL_EDITOR, mode);
}

static inline int coordlab_el_set_history(EditLine *el, History *h) {
    return el_set(el, EL_HIST, history, h);
}

/// With 1, libedit restores the terminal on fatal signals and handles SIGWINCH.
static inline int coordlab_el_set_signal(EditLine *el, int on) {
    return el_set(el, EL_SIGNAL, on);
}

static inline int coordlab_el_set_clientdata(EditLine *el, void *data) {
    return el_set(el, EL_CLIENTDATA, data);
}

static inline void *coordlab_el_get_clientdata(EditLine *el) {
    void *data = NULL;
    if (el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
    return data;
}

static inline int coordlab_el_add_function(EditLine *el, const char *name, const char *help,
                                           coordlab_command_fn fn) {
    return el_set(el, EL_ADDFN, name, help, fn);
}

/// Binds `key` (e.g. "^I", "^R") to the editor command `command` in the current keymap.
static inline int coordlab_el_bind(EditLine *el, const char *key, const char *command) {
    return el_set(el, EL_BIND, key, command, (const char *)NULL);
}

/// Reads the user's editrc ($EDITRC or ~/.editrc); -1 when there is none.
static inline int coordlab_el_source_default(EditLine *el) {
    return el_source(el, NULL);
}

/// The width of the terminal libedit drives, or 0 when unknown.
static inline int coordlab_el_columns(EditLine *el) {
    int columns = 0;
    if (el_get(el, EL_GETTC, "co", &columns) != 0) return 0;
    return columns;
}

// MARK: history

static inline int coordlab_history_set_size(History *h, int size) {
    HistEvent ev;
    return history(h, &ev, H_SETSIZE, size);
}

/// With 1, an entry equal to the previous one is not added.
static inline int coordlab_history_set_unique(History *h, int unique) {
    HistEvent ev;
    return history(h, &ev, H_SETUNIQUE, unique);
}

static inline int coordlab_history_enter(History *h, const char *line) {
    HistEvent ev;
    return history(h, &ev, H_ENTER, line);
}

static inline int coordlab_history_load(History *h, const char *path) {
    HistEvent ev;
    return history(h, &ev, H_LOAD, path);
}

static inline int coordlab_history_save(History *h, const char *path) {
    HistEvent ev;
    return history(h, &ev, H_SAVE, path);
}

static inline int coordlab_history_count(History *h) {
    HistEvent ev;
    if (history(h, &ev, H_GETSIZE) != 0) return 0;
    return ev.num;
}

// MARK: terminal

/// The width of the terminal on `fd`, or 0 when it is not a terminal.
static inline int coordlab_terminal_columns(int fd) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return 0;
    return size.ws_col;
}

#endif
