      * SAMEREC - I-O-CONTROL SAME RECORD AREA (Language Reference,
      * "I-O-CONTROL paragraph"): the files share the storage area of
      * the current logical record, all may be open at once, and the
      * record there is that of the file last read or written - here a
      * record written to the relative file shows in the sequential
      * file's record, and a READ of either shows in both. Before, the
      * paragraph was kept as text and the clause ignored (each file had
      * its own area). APPLY WRITE-ONLY changes no result. cobc prints
      * the same lines.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. SAMEREC.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT RFL ASSIGN TO RFL ORGANIZATION RELATIVE
               ACCESS MODE IS DYNAMIC RELATIVE KEY IS RK
               FILE STATUS IS FS.
           SELECT SF ASSIGN TO SF.
       I-O-CONTROL.
           SAME RECORD AREA FOR RFL, SF
           APPLY WRITE-ONLY ON SF.
       DATA DIVISION.
       FILE SECTION.
       FD  RFL RECORD CONTAINS 6 CHARACTERS.
       01  R-REC PIC X(6).
       FD  SF.
       01  S-REC.
           05 S-A PIC X(4).
           05 S-B PIC X(4).
       WORKING-STORAGE SECTION.
       01 RK PIC 9(4).
       01 FS PIC XX.
       PROCEDURE DIVISION.
           OPEN OUTPUT RFL SF
           MOVE 3 TO RK
           MOVE 'REC3' TO R-REC
           WRITE R-REC
           DISPLAY 'S-REC [' S-REC(1:6) '] ' FS
           MOVE 'SEQ1SEQ2' TO S-REC
           WRITE S-REC
           DISPLAY 'R-REC [' R-REC ']'
           CLOSE RFL SF
           OPEN INPUT RFL SF
           READ SF
           DISPLAY 'AFTER READ SF  R-REC [' R-REC ']'
           MOVE 3 TO RK
           READ RFL
           DISPLAY 'AFTER READ RFL S-A [' S-A '] ' FS
           CLOSE RFL SF
           STOP RUN.
