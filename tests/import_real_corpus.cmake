# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Arbiter authors
# Runs `PROGRAM import --check` on every file under FOLDER (all its subfolders, as they are when the test
# runs: a file added to tests/data/real is checked without a change here) and fails, naming them, when any
# file exits non-zero: a phase that differs (4), a part not read (3), or a file that is no game.
file(GLOB_RECURSE files LIST_DIRECTORIES false "${FOLDER}/*")
list(FILTER files EXCLUDE REGEX "/(README[^/]*|\\.[^/]*)$")
if(NOT files)
    message(FATAL_ERROR "no file under ${FOLDER}")
endif()
set(failed "")
foreach(f IN LISTS files)
    execute_process(COMMAND ${PROGRAM} import --check ${f} RESULT_VARIABLE code OUTPUT_VARIABLE out
        ERROR_VARIABLE err)
    if(NOT code STREQUAL "0")
        string(APPEND failed "${f}: exit code ${code}\n${out}${err}\n")
    endif()
endforeach()
list(LENGTH files count)
if(failed)
    message(FATAL_ERROR "import --check differs or leaves parts unread:\n${failed}")
endif()
message(STATUS "${count} files checked, every phase agrees")
