# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Arbiter authors
# `arbiter-cli lesson save`: the phase a game is at, with its orders, kept as a lesson whose outcome the judge
# wrote; `datc` passes on the file; a second lesson joins the same collection under a name of its own; a
# missing title is a usage error.
set(dir "${WORK_DIR}/cli_lesson")
file(REMOVE_RECURSE "${dir}")
file(MAKE_DIRECTORY "${dir}")
execute_process(COMMAND ${PROGRAM} new "${dir}/game.json" --from-datc "${DATC_DIR}/6f_convoys.txt" --case 6.F.14
    RESULT_VARIABLE code OUTPUT_QUIET ERROR_VARIABLE err)
if(NOT code EQUAL 0)
    message(FATAL_ERROR "arbiter-cli new failed (${code}): ${err}")
endif()

foreach(round 1 2)
    execute_process(COMMAND ${PROGRAM} lesson save "${dir}/game.json" --title "The simple paradox"
        --description "Two paragraphs.\n\nThe second." --section "Week 3: convoys" --out "${dir}/week3.txt"
        RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT code EQUAL 0 OR NOT out MATCHES "lesson 'The simple paradox.*' \\(Spring 1901 Movement, 4 orders\\) added")
        message(FATAL_ERROR "lesson save failed (${code}): ${out}${err}")
    endif()
endforeach()
file(READ "${dir}/week3.txt" lessons)
# Named by its title, once: no TITLE line repeats the CASE line.
if(lessons MATCHES "\nTITLE ")
    message(FATAL_ERROR "a lesson named by its title has no TITLE line:\n${lessons}")
endif()
foreach(expected "COLLECTION Week 3: convoys" "CASE The simple paradox\n" "CASE The simple paradox \\(2\\)"
        "POSTSTATE_DISLODGED\n    France: F eng" "DISLODGED: France: F eng C A bre - lon"
        "SUCCESS: England: F wal - eng")
    if(NOT lessons MATCHES "${expected}")
        message(FATAL_ERROR "the collection lacks '${expected}':\n${lessons}")
    endif()
endforeach()

execute_process(COMMAND ${PROGRAM} datc "${dir}/week3.txt" RESULT_VARIABLE code OUTPUT_VARIABLE out)
if(NOT code EQUAL 0 OR NOT out MATCHES "2 passed, 0 failed")
    message(FATAL_ERROR "datc on the saved lessons (${code}): ${out}")
endif()

execute_process(COMMAND ${PROGRAM} lesson save "${dir}/game.json" --out "${dir}/x.txt"
    RESULT_VARIABLE code ERROR_VARIABLE err)
if(NOT code EQUAL 2 OR NOT err MATCHES "--title is missing")
    message(FATAL_ERROR "a lesson without a title must be refused (${code}): ${err}")
endif()
