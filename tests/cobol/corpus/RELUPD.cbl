      * DD/ASSIGN: SLOTIN(in) SLOTREQ(in) SLOTS(relative, work)
      *            SLOTRPT(out)
      *================================================================*
      * RELUPD - parking-slot reservation file kept as a RELATIVE file.*
      * EXERCISES: ORGANIZATION RELATIVE, ACCESS MODE RANDOM and       *
      *   DYNAMIC, RELATIVE KEY, WRITE/READ/REWRITE/DELETE with        *
      *   INVALID KEY, START ... KEY IS > / NOT LESS THAN, READ NEXT,  *
      *   USE AFTER STANDARD ERROR PROCEDURE in DECLARATIVES (file     *
      *   status '23' etc. handled there), FILE STATUS 88-levels,      *
      *   GO TO DEPENDING ON, INITIALIZE ... REPLACING, EVALUATE on a  *
      *   two-character status, SET ... TO TRUE.                      *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. RELUPD.
       AUTHOR. M. O'ROURKE.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT SLOT-INIT ASSIGN TO SLOTIN
               ORGANIZATION IS LINE SEQUENTIAL.
           SELECT SLOT-REQ ASSIGN TO SLOTREQ
               ORGANIZATION IS LINE SEQUENTIAL.
           SELECT SLOT-FILE ASSIGN TO SLOTS
               ORGANIZATION IS RELATIVE
               ACCESS MODE IS DYNAMIC
               RELATIVE KEY IS WS-SLOT-NO
               FILE STATUS IS WS-SLOT-FS.
           SELECT SLOT-RPT ASSIGN TO SLOTRPT
               ORGANIZATION IS LINE SEQUENTIAL.
       DATA DIVISION.
       FILE SECTION.
       FD  SLOT-INIT.
       01  SI-REC.
           05  SI-SLOT             PIC 9(3).
           05  SI-LEVEL            PIC X.
           05  SI-SIZE             PIC X.
       FD  SLOT-REQ.
       01  RQ-REC.
           05  RQ-ACTION           PIC 9.
           05  RQ-SLOT             PIC 9(3).
           05  RQ-PLATE            PIC X(8).
       FD  SLOT-FILE.
       01  SL-REC.
           05  SL-LEVEL            PIC X.
           05  SL-SIZE             PIC X.
               88  SL-COMPACT      VALUE 'C'.
               88  SL-LARGE        VALUE 'L'.
           05  SL-PLATE            PIC X(8).
               88  SL-FREE         VALUE SPACES.
           05  SL-USES             PIC 9(4) COMP.
       FD  SLOT-RPT.
       01  RPT-REC                 PIC X(50).
       WORKING-STORAGE SECTION.
       01  WS-SLOT-NO              PIC 9(4) COMP.
       01  WS-SLOT-FS              PIC XX.
           88  FS-OK               VALUE '00'.
           88  FS-EOF              VALUE '10'.
           88  FS-NO-RECORD        VALUE '23'.
           88  FS-DUPLICATE        VALUE '22'.
       01  WS-ERRORS               PIC 9(3) VALUE 0.
       01  WS-EOF                  PIC X.
       01  WS-MSG                  PIC X(30).
       01  WS-LINE.
           05  WL-SLOT             PIC ZZ9.
           05  FILLER              PIC X VALUE SPACE.
           05  WL-LEVEL            PIC X.
           05  WL-SIZE             PIC X.
           05  FILLER              PIC X VALUE SPACE.
           05  WL-PLATE            PIC X(8).
           05  FILLER              PIC X VALUE SPACE.
           05  WL-USES             PIC ZZ9.
           05  FILLER              PIC X VALUE SPACE.
           05  WL-MSG              PIC X(30).
       PROCEDURE DIVISION.
       DECLARATIVES.
       SLOT-ERRORS SECTION.
           USE AFTER STANDARD ERROR PROCEDURE ON SLOT-FILE.
       SLOT-ERR-PARA.
           ADD 1 TO WS-ERRORS
           IF NOT FS-NO-RECORD AND NOT FS-DUPLICATE AND NOT FS-EOF
               DISPLAY 'RELUPD: I/O ERROR ' WS-SLOT-FS
                       ' SLOT ' WS-SLOT-NO
           END-IF.
       END DECLARATIVES.
       MAIN SECTION.
       M-START.
           PERFORM LOAD-SLOTS
           OPEN I-O SLOT-FILE
           OPEN INPUT SLOT-REQ
           OPEN OUTPUT SLOT-RPT
           MOVE 'N' TO WS-EOF
           PERFORM UNTIL WS-EOF = 'Y'
               READ SLOT-REQ
                   AT END MOVE 'Y' TO WS-EOF
                   NOT AT END PERFORM HANDLE-REQUEST THRU HANDLE-EXIT
               END-READ
           END-PERFORM
           PERFORM LIST-FREE-FROM-10
      *    no INVALID KEY phrase: status 23 goes to the declarative
           MOVE 999 TO WS-SLOT-NO
           READ SLOT-FILE
           IF FS-NO-RECORD
               DISPLAY 'RELUPD PROBE 999 NOT FOUND, STATUS ' WS-SLOT-FS
           END-IF
           CLOSE SLOT-FILE SLOT-REQ SLOT-RPT
           DISPLAY 'RELUPD ERRORS HANDLED ' WS-ERRORS
           STOP RUN.
       LOAD-SLOTS.
           OPEN INPUT SLOT-INIT OUTPUT SLOT-FILE
           MOVE 'N' TO WS-EOF
           PERFORM UNTIL WS-EOF = 'Y'
               READ SLOT-INIT
                   AT END MOVE 'Y' TO WS-EOF
                   NOT AT END
                       INITIALIZE SL-REC
                           REPLACING ALPHANUMERIC DATA BY SPACES
                                     NUMERIC DATA BY ZERO
                       MOVE SI-LEVEL TO SL-LEVEL
                       MOVE SI-SIZE  TO SL-SIZE
                       MOVE SI-SLOT  TO WS-SLOT-NO
                       WRITE SL-REC
                           INVALID KEY
                               DISPLAY 'DUPLICATE SLOT ' SI-SLOT
                       END-WRITE
               END-READ
           END-PERFORM
           CLOSE SLOT-INIT SLOT-FILE.
      *----------------------------------------------------------------*
      * ACTION 1 = RESERVE, 2 = RELEASE, 3 = REMOVE SLOT, 4 = QUERY.   *
      *----------------------------------------------------------------*
       HANDLE-REQUEST.
           MOVE SPACES TO WS-MSG
           MOVE RQ-SLOT TO WS-SLOT-NO
           READ SLOT-FILE
               INVALID KEY
                   MOVE 'NO SUCH SLOT' TO WS-MSG
                   INITIALIZE SL-REC
                   GO TO HANDLE-REPORT
           END-READ
           GO TO DO-RESERVE DO-RELEASE DO-REMOVE DO-QUERY
               DEPENDING ON RQ-ACTION
           MOVE 'BAD ACTION CODE' TO WS-MSG
           GO TO HANDLE-REPORT.
       DO-RESERVE.
           IF NOT SL-FREE
               MOVE 'ALREADY TAKEN' TO WS-MSG
           ELSE
               MOVE RQ-PLATE TO SL-PLATE
               ADD 1 TO SL-USES
               REWRITE SL-REC
               MOVE 'RESERVED' TO WS-MSG
           END-IF
           GO TO HANDLE-REPORT.
       DO-RELEASE.
           IF SL-PLATE NOT = RQ-PLATE
               MOVE 'PLATE DOES NOT MATCH' TO WS-MSG
           ELSE
               SET SL-FREE TO TRUE
               REWRITE SL-REC
               MOVE 'RELEASED' TO WS-MSG
           END-IF
           GO TO HANDLE-REPORT.
       DO-REMOVE.
           DELETE SLOT-FILE RECORD
               INVALID KEY MOVE 'DELETE FAILED' TO WS-MSG
               NOT INVALID KEY MOVE 'SLOT REMOVED' TO WS-MSG
           END-DELETE
           GO TO HANDLE-REPORT.
       DO-QUERY.
           IF SL-FREE
               MOVE 'FREE' TO WS-MSG
           ELSE
               MOVE 'OCCUPIED' TO WS-MSG
           END-IF.
       HANDLE-REPORT.
           MOVE RQ-SLOT  TO WL-SLOT
           MOVE SL-LEVEL TO WL-LEVEL
           MOVE SL-SIZE  TO WL-SIZE
           MOVE SL-PLATE TO WL-PLATE
           MOVE SL-USES  TO WL-USES
           MOVE WS-MSG   TO WL-MSG
           WRITE RPT-REC FROM WS-LINE.
       HANDLE-EXIT.
           EXIT.
       LIST-FREE-FROM-10.
           MOVE 10 TO WS-SLOT-NO
           START SLOT-FILE KEY IS NOT LESS THAN WS-SLOT-NO
               INVALID KEY MOVE 'Y' TO WS-EOF
               NOT INVALID KEY MOVE 'N' TO WS-EOF
           END-START
           PERFORM UNTIL WS-EOF = 'Y'
               READ SLOT-FILE NEXT RECORD
                   AT END MOVE 'Y' TO WS-EOF
                   NOT AT END
                       IF SL-FREE
                           MOVE WS-SLOT-NO TO WL-SLOT
                           MOVE SL-LEVEL   TO WL-LEVEL
                           MOVE SL-SIZE    TO WL-SIZE
                           MOVE SPACES     TO WL-PLATE
                           MOVE SL-USES    TO WL-USES
                           MOVE 'FREE AT END OF RUN' TO WL-MSG
                           WRITE RPT-REC FROM WS-LINE
                       END-IF
               END-READ
           END-PERFORM.
